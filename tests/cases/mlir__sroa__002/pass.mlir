module {
  func.func @nested_region(%arg0: i32, %arg1: i1) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloca = memref.alloca() : memref<i32>
    %alloca_0 = memref.alloca() : memref<i32>
    scf.if %arg1 {
      memref.store %arg0, %alloca_0[] : memref<i32>
    }
    %0 = memref.load %alloca[] : memref<i32>
    return %0 : i32
  }
}

