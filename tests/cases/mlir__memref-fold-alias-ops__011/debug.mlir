#loc2 = loc("input.mlir":2:64)
#loc3 = loc("input.mlir":2:108)
#loc4 = loc("input.mlir":2:123)
#loc5 = loc("input.mlir":2:138)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x?xf32, strided<[16, 1]>>, index, index, index) -> (), sym_name = "fold_dynamic_subview_with_memref_store_expand_shape"}> ({
  ^bb0(%arg0: memref<16x?xf32, strided<[16, 1]>> loc("input.mlir":2:64), %arg1: index loc("input.mlir":2:108), %arg2: index loc("input.mlir":2:123), %arg3: index loc("input.mlir":2:138)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc6)
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc7)
    %2 = "memref.expand_shape"(%arg0, %arg3) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 16, -9223372036854775808, 1>}> : (memref<16x?xf32, strided<[16, 1]>>, index) -> memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>> loc(#loc8)
    "memref.store"(%1, %2, %0, %arg1, %arg2, %0) <{nontemporal = true}> : (f32, memref<1x16x?x1xf32, strided<[256, 16, 1, 1]>>, index, index, index, index) -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:9)
#loc7 = loc("input.mlir":4:12)
#loc8 = loc("input.mlir":5:19)
#loc9 = loc("input.mlir":6:3)
#loc10 = loc("input.mlir":7:3)

