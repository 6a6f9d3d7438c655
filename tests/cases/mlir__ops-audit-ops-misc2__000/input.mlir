func.func private @callee(i32) -> i32
func.func @misc(%m: memref<100xf32>, %m2: memref<100xf32, 2>, %tag: memref<1xi32>, %n: index, %c: i1, %a: i32, %t: tensor<4xi1>, %ti: tensor<4xi32>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.dma_start %m[%n], %m2[%n + 1], %tag[%c0], %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_start %m[%n], %m2[%n], %tag[%c0], %c64, %c64, %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c64 : memref<1xi32>
  %0 = func.call @callee(%a) {no_inline} : (i32) -> i32
  %1 = arith.select %t, %ti, %ti : tensor<4xi1>, tensor<4xi32>
  scf.if %c {
  } {foo = 1 : i32}
  %2 = scf.for %i = %c0 to %n step %c64 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  } {bar}
  cf.assert %c, "msg" {baz}
  %3:2 = scf.execute_region -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  }
  %4:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%y: i32, %z: i32):
    scf.yield %y : i32
  } attributes {qux}
  return
}
