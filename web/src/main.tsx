import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { startApp } from './app/start-app';

startApp();
