#loc2 = loc("input.mlir":2:75)
#loc3 = loc("input.mlir":2:102)
#loc4 = loc("input.mlir":2:117)
#loc5 = loc("input.mlir":2:132)
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store_expand_shape"}> ({
  ^bb0(%arg0: memref<12x32xf32> loc("input.mlir":2:75), %arg1: index loc("input.mlir":2:102), %arg2: index loc("input.mlir":2:117), %arg3: index loc("input.mlir":2:132)):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 6, 32>}> : (memref<12x32xf32>) -> memref<2x6x32xf32> loc(#loc6)
    %1 = "affine.load"(%0, %arg1, %arg2, %arg3) <{map = #map}> : (memref<2x6x32xf32>, index, index, index) -> f32 loc(#loc7)
    "func.return"(%1) : (f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:3)

