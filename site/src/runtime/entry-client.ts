import { startApp } from './start';

void startApp();
