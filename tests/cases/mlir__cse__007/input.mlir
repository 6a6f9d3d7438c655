
// Reads are merged within a block when nothing between may write.
func.func @reads(%m: memref<4xi32>, %i: index, %v: i32, %c: i1) -> (i32, i32, i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  "foo.unknown"() : () -> ()
  %3 = memref.load %m[%i] : memref<4xi32>
  %4 = arith.addi %v, %v : i32
  %5 = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    %6 = memref.load %m[%i] : memref<4xi32>
    "foo.use"(%6) : (i32) -> ()
  }
  %7 = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  %8 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2, %3, %5, %8 : i32, i32, i32, i32, i32, i32
}

