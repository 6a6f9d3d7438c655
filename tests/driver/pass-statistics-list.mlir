// ARGS: --mlir-pass-statistics --mlir-pass-statistics-display=list -symbol-dce -symbol-dce
func.func private @f() {
  return
}
