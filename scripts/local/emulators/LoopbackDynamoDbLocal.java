import java.lang.reflect.Field;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/*
 * DynamoDB Local as the local stack runs it (scripts/local/emulators/dynamodb.ts starts this file
 * with `java`, DynamoDB Local's jar on the class path, and DynamoDB Local's own options).
 *
 * DynamoDB Local has no option for the address it listens on: it listens on every interface, so
 * anyone on the same network could read and write the bank's table, and it answers CORS for any
 * web page. This starts the same server with three changes made before it starts:
 * - it listens on 127.0.0.1 only;
 * - it answers only requests addressed to localhost:<port> or 127.0.0.1:<port>, so a page that
 *   points its own name at 127.0.0.1 (DNS rebinding) is refused (421);
 * - it refuses every request that carries an Origin header (403): no web page ever needs the
 *   table, and CORS preflights are refused with them.
 */
public class LoopbackDynamoDbLocal {
  private static final String LOOPBACK = "127.0.0.1";

  public static void main(String[] args) throws Exception {
    String port = "8000";
    for (int index = 0; index + 1 < args.length; index++) {
      if (args[index].equals("-port")) port = args[index + 1];
    }
    String ownHost = "localhost:" + port;
    Set<String> ownHosts = Set.of(ownHost, LOOPBACK + ":" + port);

    DynamoDBProxyServer dynamoDb = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server jetty = (Server) serverField.get(dynamoDb);
    for (Connector connector : jetty.getConnectors()) {
      ((ServerConnector) connector).setHost(LOOPBACK);
    }
    jetty.setHandler(new Handler.Wrapper(jetty.getHandler()) {
      @Override
      public boolean handle(Request request, Response response, Callback callback) throws Exception {
        String host = request.getHeaders().get(HttpHeader.HOST);
        if (host == null || !ownHosts.contains(host.toLowerCase())) {
          Response.writeError(request, response, callback, 421, "This server answers only to " + ownHost);
          return true;
        }
        if (request.getHeaders().get(HttpHeader.ORIGIN) != null) {
          Response.writeError(request, response, callback, 403, "Web pages may not call DynamoDB Local");
          return true;
        }
        return super.handle(request, response, callback);
      }
    });
    dynamoDb.start();
    // What scripts/local/emulators/dynamodb.ts waits for.
    System.out.println("DynamoDB Local listening on " + LOOPBACK + ":" + port);
    System.out.flush();
  }
}
