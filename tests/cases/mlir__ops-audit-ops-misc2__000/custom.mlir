module {
  func.func private @callee(i32) -> i32
  func.func @misc(%arg0: memref<100xf32>, %arg1: memref<100xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: i1, %arg5: i32, %arg6: tensor<4xi1>, %arg7: tensor<4xi32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    affine.dma_start %arg0[%arg3], %arg1[%arg3 + 1], %arg2[%c0], %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
    affine.dma_start %arg0[%arg3], %arg1[%arg3], %arg2[%c0], %c64, %c64, %c64 : memref<100xf32>, memref<100xf32, 2>, memref<1xi32>
    affine.dma_wait %arg2[%c0], %c64 : memref<1xi32>
    %0 = call @callee(%arg5) {no_inline} : (i32) -> i32
    %1 = arith.select %arg6, %arg7, %arg7 : tensor<4xi1>, tensor<4xi32>
    scf.if %arg4 {
    } {foo = 1 : i32}
    %2 = scf.for %arg8 = %c0 to %arg3 step %c64 iter_args(%arg9 = %arg5) -> (i32) {
      scf.yield %arg9 : i32
    } {bar}
    cf.assert %arg4, "msg" {baz}
    %3:2 = scf.execute_region -> (i32, i32) {
      scf.yield %arg5, %arg5 : i32, i32
    }
    %4:2 = scf.while (%arg8 = %arg5) : (i32) -> (i32, i32) {
      scf.condition(%arg4) %arg8, %arg8 : i32, i32
    } do {
    ^bb0(%arg8: i32, %arg9: i32):
      scf.yield %arg8 : i32
    } attributes {qux}
    return
  }
}

