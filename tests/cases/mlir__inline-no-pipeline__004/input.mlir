
func.func @func_dim(%arg0: index, %arg1: memref<?xf32>) {
  affine.load %arg1[%arg0] : memref<?xf32>
  return
}
func.func @inline_dimension(%arg0: memref<?xf32>) {
  affine.for %i = 1 to 42 {
    func.call @func_dim(%i, %arg0) : (index, memref<?xf32>) -> ()
  }
  return
}
