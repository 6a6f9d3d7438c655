// ARGS: --mlir-print-ir-module-scope
func.func @f() {
  return
}
