// ARGS: -p func.func(print-ir)
func.func @f() {
  return
}
