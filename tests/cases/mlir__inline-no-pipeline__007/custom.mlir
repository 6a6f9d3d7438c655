module {
  func.func @sym(%arg0: index, %arg1: memref<?xf32>) {
    %c3 = arith.constant 3 : index
    %cst = arith.constant 1.000000e+00 : f32
    affine.store %cst, %arg1[%arg0 + %c3] : memref<?xf32>
    return
  }
  func.func @sym_caller(%arg0: memref<?xf32>, %arg1: index) {
    affine.for %arg2 = 1 to 42 {
      func.call @sym(%arg2, %arg0) : (index, memref<?xf32>) -> ()
      func.call @sym(%arg1, %arg0) : (index, memref<?xf32>) -> ()
    }
    return
  }
}

