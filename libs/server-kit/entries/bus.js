// Run-time entry of @stamp/server-kit/bus: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/bus/index.js');
