#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * 64 + d1 + s0)>
#set = affine_set<(d0, d1) : (d0 - 10 >= 0, -d1 + 20 >= 0)>
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} {
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
  memref.global @state : memref<16xi64> = uninitialized
  func.func @matmul(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %C: memref<64x64xf32, #map1>, %n: index) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
    affine.for %i = 0 to 64 {
      affine.for %j = 0 to 64 step 4 {
        %acc = affine.for %k = 0 to min #map(%n) iter_args(%sum = %cst) -> (f32) {
          %a = affine.load %A[%i, %k] : memref<64x64xf32>
          %b = affine.load %B[%k, %j] : memref<64x64xf32>
          %p = arith.mulf %a, %b fastmath<fast> : f32
          %s = arith.addf %sum, %p : f32
          affine.yield %s : f32
        }
        affine.if #set(%i, %j) {
          affine.store %acc, %C[%i, %j] : memref<64x64xf32, #map1>
        } else {
          %v = affine.apply #map(%j)
          %m = affine.min affine_map<(d0) -> (d0, 63)>(%v)
          affine.store %acc, %C[%i, %v] : memref<64x64xf32, #map1>
        }
      }
    }
    %alloca = memref.alloca() : memref<4x4xi32>
    %cast = memref.cast %alloca : memref<4x4xi32> to memref<?x?xi32>
    %rc = memref.reinterpret_cast %A to offset: [0], sizes: [4096], strides: [1] : memref<64x64xf32> to memref<4096xf32>
    %view = memref.subview %B[%c0, 4] [8, 8] [1, 2] : memref<64x64xf32> to memref<8x8xf32, strided<[64, 2], offset: ?>>
    %d = memref.dim %cast, %c0 : memref<?x?xi32>
    %w = scf.while (%x = %c0) : (index) -> index {
      %cond = arith.cmpi ult, %x, %d : index
      scf.condition(%cond) %x : index
    } do {
    ^bb0(%y: index):
      %c1 = arith.constant 1 : index
      %nx = arith.addi %y, %c1 : index
      scf.yield %nx : index
    }
    %r = scf.index_switch %w -> i32
    case 1 {
      %c7 = arith.constant 7 : i32
      scf.yield %c7 : i32
    }
    default {
      %p = ub.poison : i32
      scf.yield %p : i32
    }
    scf.parallel (%pi, %pj) = (%c0, %c0) to (%d, %d) step (%d, %d) {
      %x = math.sqrt %cst : f32
      %cpx = complex.create %x, %x : complex<f32>
      %abs = complex.abs %cpx : complex<f32>
      %ii = index.add %pi, %pj
      scf.reduce
    }
    %t = arith.constant true
    cf.cond_br %t, ^bb1(%r : i32), ^bb2
  ^bb1(%z: i32):
    cf.br ^bb2
  ^bb2:
    return
  }
  func.func private @external(memref<?xf32>, index) -> (i32, i64) attributes {foo.linkage = "external"}
  func.func @caller() -> i32 {
    %alloc = memref.alloc() : memref<8xf32>
    %cast = memref.cast %alloc : memref<8xf32> to memref<?xf32>
    %c8 = arith.constant 8 : index
    %0:2 = call @external(%cast, %c8) {tail} : (memref<?xf32>, index) -> (i32, i64)
    %e = arith.extsi %0#0 : i32 to i64
    %s = arith.addi %e, %0#1 overflow<nsw, nuw> : i64
    %t = arith.trunci %s : i64 to i32
    %f = func.constant @caller : () -> i32
    return %t : i32
  }
}
