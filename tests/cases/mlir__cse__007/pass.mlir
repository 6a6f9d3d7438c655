module {
  func.func @reads(%arg0: memref<4xi32>, %arg1: index, %arg2: i32, %arg3: i1) -> (i32, i32, i32, i32, i32, i32) {
    %0 = memref.load %arg0[%arg1] : memref<4xi32>
    memref.store %arg2, %arg0[%arg1] : memref<4xi32>
    %1 = memref.load %arg0[%arg1] : memref<4xi32>
    "foo.unknown"() : () -> ()
    %2 = memref.load %arg0[%arg1] : memref<4xi32>
    scf.if %arg3 {
      %4 = memref.load %arg0[%arg1] : memref<4xi32>
      "foo.use"(%4) : (i32) -> ()
    }
    scf.if %arg3 {
      memref.store %arg2, %arg0[%arg1] : memref<4xi32>
    }
    %3 = memref.load %arg0[%arg1] : memref<4xi32>
    return %0, %0, %1, %2, %2, %3 : i32, i32, i32, i32, i32, i32
  }
}

