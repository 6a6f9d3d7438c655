// ARGS: --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=/dev/null --mlir-pass-pipeline-local-reproducer -p builtin.module(symbol-privatize,func.func(symbol-dce))
func.func @f() {
  return
}
func.func @g() {
  return
}
