// ARGS: -p symbol-dce
func.func @f() {
  return
}
