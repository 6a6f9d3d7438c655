module {
  func.func @f(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) {
    %0 = memref.atomic_rmw assign %arg2, %arg0[%arg1] : (i32, memref<4xi32>) -> i32
    %1 = memref.atomic_rmw maxnumf %arg2, %arg0[%arg1] : (i32, memref<4xi32>) -> i32
    return
  }
}

