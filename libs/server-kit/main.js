// Run-time entry of the workspace package: the compiled library (npm run build writes dist/).
module.exports = require('../../dist/libs/server-kit/src/index.js');
