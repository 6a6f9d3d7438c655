#map = affine_map<(d0, d1)[s0] -> (d0 * 64 + d1 + s0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0, 63)>
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, -d1 + 20 >= 0)>
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} {
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
  memref.global @state : memref<16xi64> = uninitialized
  func.func @matmul(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32, #map>, %arg3: index) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
    affine.for %arg4 = 0 to 64 {
      affine.for %arg5 = 0 to 64 step 4 {
        %4 = affine.for %arg6 = 0 to #map1(%arg3) iter_args(%arg7 = %cst) -> (f32) {
          %5 = affine.load %arg0[%arg4, %arg6] : memref<64x64xf32>
          %6 = affine.load %arg1[%arg6, %arg5] : memref<64x64xf32>
          %7 = arith.mulf %5, %6 fastmath<fast> : f32
          %8 = arith.addf %arg7, %7 : f32
          affine.yield %8 : f32
        }
        affine.if #set(%arg4, %arg5) {
          affine.store %4, %arg2[%arg4, %arg5] : memref<64x64xf32, #map>
        } else {
          %5 = affine.apply #map1(%arg5)
          %6 = affine.min #map2(%5)
          affine.store %4, %arg2[%arg4, %5] : memref<64x64xf32, #map>
        }
      }
    }
    %alloca = memref.alloca() : memref<4x4xi32>
    %cast = memref.cast %alloca : memref<4x4xi32> to memref<?x?xi32>
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4096], strides: [1] : memref<64x64xf32> to memref<4096xf32>
    %subview = memref.subview %arg1[%c0, 4] [8, 8] [1, 2] : memref<64x64xf32> to memref<8x8xf32, strided<[64, 2], offset: ?>>
    %dim = memref.dim %cast, %c0 : memref<?x?xi32>
    %1 = scf.while (%arg4 = %c0) : (index) -> index {
      %4 = arith.cmpi ult, %arg4, %dim : index
      scf.condition(%4) %arg4 : index
    } do {
    ^bb0(%arg4: index):
      %c1 = arith.constant 1 : index
      %4 = arith.addi %arg4, %c1 : index
      scf.yield %4 : index
    }
    %2 = scf.index_switch %1 -> i32 
    case 1 {
      %c7_i32 = arith.constant 7 : i32
      scf.yield %c7_i32 : i32
    }
    default {
      %4 = ub.poison : i32
      scf.yield %4 : i32
    }
    scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%dim, %dim) step (%dim, %dim) {
      %4 = math.sqrt %cst : f32
      %5 = complex.create %4, %4 : complex<f32>
      %6 = complex.abs %5 : complex<f32>
      %7 = index.add %arg4, %arg5
      scf.reduce 
    }
    %true = arith.constant true
    cf.cond_br %true, ^bb1(%2 : i32), ^bb2
  ^bb1(%3: i32):  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return
  }
  func.func private @external(memref<?xf32>, index) -> (i32, i64) attributes {foo.linkage = "external"}
  func.func @caller() -> i32 {
    %alloc = memref.alloc() : memref<8xf32>
    %cast = memref.cast %alloc : memref<8xf32> to memref<?xf32>
    %c8 = arith.constant 8 : index
    %0:2 = call @external(%cast, %c8) {tail} : (memref<?xf32>, index) -> (i32, i64)
    %1 = arith.extsi %0#0 : i32 to i64
    %2 = arith.addi %1, %0#1 overflow<nsw, nuw> : i64
    %3 = arith.trunci %2 : i64 to i32
    %f = constant @caller : () -> i32
    return %3 : i32
  }
}

