
// Several functions and modules, nested.
module @outer {
  func.func @f(%m: memref<?xi32>, %i: index, %v: i32) -> i32 {
    %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<?xi32>) -> i32
    memref.assume_alignment %m, 64 : memref<?xi32>
    return %0 : i32
  }
  module @inner {
    func.func @g(%t: tensor<?xi32>, %i: index) -> i32 {
      %0 = tensor.extract %t[%i] : tensor<?xi32>
      return %0 : i32
    }
  }
}
