
func.func @nested_region(%arg0: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() {attr} : memref<2xi32, 1>
  scf.if %c {
    memref.store %arg0, %alloca[%c1] : memref<2xi32, 1>
  }
  %r = memref.load %alloca[%c0] : memref<2xi32, 1>
  return %r : i32
}
