/*
 * The part of Swagger UI's own bundle (swagger-ui-dist, which ships no types) that the API
 * reference uses: https://swagger.io/docs/open-source-tools/swagger-ui/usage/configuration/
 */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  export interface SwaggerRequest {
    url: string;
    method?: string;
    headers: Record<string, string>;
  }

  export interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    displayRequestDuration?: boolean;
    filter?: boolean;
    tryItOutEnabled?: boolean;
    persistAuthorization?: boolean;
    validatorUrl?: string | null;
    syntaxHighlight?: { activated: boolean };
    requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
    onComplete?: () => void;
  }

  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
