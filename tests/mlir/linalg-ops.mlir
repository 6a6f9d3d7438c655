// RUN: mlir-opt %s -split-input-file | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @generic(%a: tensor<4x8xf32>, %b: memref<8x4xf32>, %c: tensor<4x8xf32>, %bm: memref<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"], doc = "d", library_call = "lib"} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 1 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "reduction"]} ins(%bm : memref<4x8xf32>) outs(%b : memref<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return %0 : tensor<4x8xf32>
}

// -----

func.func @named(%i: tensor<1x10x10x3xi8>, %k: tensor<3x3x3x8xi8>, %o: tensor<1x4x4x8xi32>, %m: memref<2x3xf16>, %n: memref<2x3xf32>, %q: memref<2x3xi1>, %v: vector<4xf32>, %t: tensor<vector<4xf32>>) -> tensor<1x4x4x8xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%o : tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%m : memref<2x3xf16>) outs(%n : memref<2x3xf32>)
  linalg.exp ins(%n : memref<2x3xf32>) outs(%n : memref<2x3xf32>)
  linalg.select ins(%q, %n, %n : memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>) outs(%n : memref<2x3xf32>)
  %1 = linalg.fill ins(%v : vector<4xf32>) outs(%t : tensor<vector<4xf32>>) -> tensor<vector<4xf32>>
  return %0 : tensor<1x4x4x8xi32>
}

// -----

#a = affine_map<(d0, d1, d2) -> (d2, d0)>
#b = affine_map<(d0, d1, d2) -> (d2, d1)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @matmuls(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>, %at: tensor<8x4xi8>, %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x16xf32>, %bc: tensor<2x4x16xf32>, %rc: tensor<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %1 = linalg.matmul indexing_maps = [#a, #b, #c] ins(%at, %b : tensor<8x4xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.contract indexing_maps = [#a, #b, #c] ins(%at, %b : tensor<8x4xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %4 = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%bc : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %5 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%rc : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}

// -----

func.func @elementwise(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>, %p: tensor<4x8xi1>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %a, %c : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @others(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>, %r: tensor<4xf32>, %t: tensor<8x4xf32>, %f: tensor<2x3x3x5xf32>, %fo: tensor<4x4x5x2xf32>, %s: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>, %pv: f32) {
  %0 = linalg.map { arith.addf } ins(%a, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
    (%x: f32, %o: f32) {
      %e = math.exp %x : f32
      %e2 = math.exp %e : f32
      linalg.yield %e2 : f32
    }
  %2 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %4 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1]
  %5 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  %7 = linalg.pack %s padding_value(%pv : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %8 = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %s : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return
}
