
// uncalled private function with side effects
func.func private @uncalled(%m: memref<i32>, %v: i32) {
  memref.store %v, %m[] : memref<i32>
  return
}

