export { type App, createApp } from './app.js';
export { type Config, loadConfig, testConfig } from './config.js';
export { type Database, openDatabase } from './db/client.js';
export { type RunningServer, startServer } from './server.js';
