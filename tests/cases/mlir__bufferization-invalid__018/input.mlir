
func.func @r(%a: memref<2xi32> {bufferization.writable = true}) {
  return
}
