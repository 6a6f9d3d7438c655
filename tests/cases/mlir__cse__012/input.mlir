
// A read inside a nested block is not merged with one outside, but it
// shadows it for the reads after it there.
func.func @read_scopes(%m: memref<4xi32>, %i: index, %c: i1) -> (i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<4xi32>
    %2 = memref.load %m[%i] : memref<4xi32>
    %3 = arith.addi %1, %2 : i32
    scf.yield %3 : i32
  } else {
    scf.yield %0 : i32
  }
  %4 = memref.load %m[%i] : memref<4xi32>
  return %r, %4 : i32, i32
}

