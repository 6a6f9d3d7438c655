module @outer {
  func.func @f(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) -> i32 {
    %0 = memref.atomic_rmw addi %arg2, %arg0[%arg1] : (i32, memref<?xi32>) -> i32
    %assume_align = memref.assume_alignment %arg0, 64 : memref<?xi32>
    return %0 : i32
  }
  module @inner {
    func.func @g(%arg0: tensor<?xi32>, %arg1: index) -> i32 {
      %extracted = tensor.extract %arg0[%arg1] : tensor<?xi32>
      return %extracted : i32
    }
  }
}

