module {
  func.func @region_reads(%arg0: memref<4xi32>, %arg1: index, %arg2: i1) -> (i32, i32) {
    %0 = scf.if %arg2 -> (i32) {
      %2 = memref.load %arg0[%arg1] : memref<4xi32>
      scf.yield %2 : i32
    } else {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    }
    %1 = scf.if %arg2 -> (i32) {
      %2 = memref.load %arg0[%arg1] : memref<4xi32>
      scf.yield %2 : i32
    } else {
      %c0_i32 = arith.constant 0 : i32
      scf.yield %c0_i32 : i32
    }
    return %0, %1 : i32, i32
  }
}

