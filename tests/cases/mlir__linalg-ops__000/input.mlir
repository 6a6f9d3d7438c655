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

