module {
  func.func private @a() {
    return
  }
  func.func @keep() {
    return
  }
  func.func private @b()
  memref.global "private" @g : memref<4xi32>
  memref.global @also_kept : memref<4xi32>
  module @inner attributes {sym_visibility = "private"} {
    func.func @not_direct() {
      return
    }
  }
}

