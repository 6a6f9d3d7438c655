
// empty private function and one never called
func.func private @empty() {
  return
}
func.func private @never(%x: i32) -> i32 {
  return %x : i32
}
func.func @calls_empty() {
  func.call @empty() : () -> ()
  return
}

