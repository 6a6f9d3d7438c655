module {
  func.func @reads(%arg0: memref<4xi32>, %arg1: index, %arg2: i32, %arg3: i1) -> (i32, i32, i32, i32, i32, i32) {
    %0 = memref.load %arg0[%arg1] : memref<4xi32>
    %1 = memref.load %arg0[%arg1] : memref<4xi32>
    memref.store %arg2, %arg0[%arg1] : memref<4xi32>
    %2 = memref.load %arg0[%arg1] : memref<4xi32>
    "foo.unknown"() : () -> ()
    %3 = memref.load %arg0[%arg1] : memref<4xi32>
    %4 = arith.addi %arg2, %arg2 : i32
    %5 = memref.load %arg0[%arg1] : memref<4xi32>
    scf.if %arg3 {
      %8 = memref.load %arg0[%arg1] : memref<4xi32>
      "foo.use"(%8) : (i32) -> ()
    }
    %6 = memref.load %arg0[%arg1] : memref<4xi32>
    scf.if %arg3 {
      memref.store %arg2, %arg0[%arg1] : memref<4xi32>
    }
    %7 = memref.load %arg0[%arg1] : memref<4xi32>
    return %0, %1, %2, %3, %5, %7 : i32, i32, i32, i32, i32, i32
  }
}

