
// Reads in different blocks are not merged.
func.func @reads_across_blocks(%m: memref<4xi32>, %i: index, %c: i1) -> i32 {
  %0 = memref.load %m[%i] : memref<4xi32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.load %m[%i] : memref<4xi32>
  cf.br ^bb2
^bb2:
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = arith.addi %0, %2 : i32
  return %3 : i32
}

