
func.func @lonely() {
  return
}
