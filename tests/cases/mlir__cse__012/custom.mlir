module {
  func.func @read_scopes(%arg0: memref<4xi32>, %arg1: index, %arg2: i1) -> (i32, i32) {
    %0 = memref.load %arg0[%arg1] : memref<4xi32>
    %1 = scf.if %arg2 -> (i32) {
      %3 = memref.load %arg0[%arg1] : memref<4xi32>
      %4 = memref.load %arg0[%arg1] : memref<4xi32>
      %5 = arith.addi %3, %4 : i32
      scf.yield %5 : i32
    } else {
      scf.yield %0 : i32
    }
    %2 = memref.load %arg0[%arg1] : memref<4xi32>
    return %1, %2 : i32, i32
  }
}

