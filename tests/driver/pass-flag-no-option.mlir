// ARGS: -symbol-privatize=exclud=x
func.func @f() {
  return
}
