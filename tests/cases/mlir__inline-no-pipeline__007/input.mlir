
func.func @sym(%arg0: index, %arg1: memref<?xf32>) {
  %c = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  affine.store %f, %arg1[%arg0 + %c] : memref<?xf32>
  return
}
func.func @sym_caller(%arg0: memref<?xf32>, %n: index) {
  affine.for %i = 1 to 42 {
    func.call @sym(%i, %arg0) : (index, memref<?xf32>) -> ()
    func.call @sym(%n, %arg0) : (index, memref<?xf32>) -> ()
  }
  return
}
