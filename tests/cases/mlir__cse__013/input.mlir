
// Region ops with only reads inside are neither free of effects nor
// declared readers: they stay.
func.func @region_reads(%m: memref<4xi32>, %i: index, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<4xi32>
    scf.yield %1 : i32
  } else {
    %1 = arith.constant 0 : i32
    scf.yield %1 : i32
  }
  %2 = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<4xi32>
    scf.yield %1 : i32
  } else {
    %1 = arith.constant 0 : i32
    scf.yield %1 : i32
  }
  return %0, %2 : i32, i32
}

