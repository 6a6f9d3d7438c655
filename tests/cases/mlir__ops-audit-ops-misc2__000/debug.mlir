#loc3 = loc("input.mlir":2:17)
#loc4 = loc("input.mlir":2:38)
#loc5 = loc("input.mlir":2:63)
#loc6 = loc("input.mlir":2:84)
#loc7 = loc("input.mlir":2:95)
#loc8 = loc("input.mlir":2:103)
#loc9 = loc("input.mlir":2:112)
#loc10 = loc("input.mlir":2:130)
#loc20 = loc("input.mlir":12:16)
#loc21 = loc("input.mlir":12:51)
#loc27 = loc("input.mlir":19:21)
#loc29 = loc("input.mlir":22:8)
#loc30 = loc("input.mlir":22:17)
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<100xf32>, memref<100xf32, 2>, memref<1xi32>, index, i1, i32, tensor<4xi1>, tensor<4xi32>) -> (), sym_name = "misc"}> ({
  ^bb0(%arg0: memref<100xf32> loc("input.mlir":2:17), %arg1: memref<100xf32, 2> loc("input.mlir":2:38), %arg2: memref<1xi32> loc("input.mlir":2:63), %arg3: index loc("input.mlir":2:84), %arg4: i1 loc("input.mlir":2:95), %arg5: i32 loc("input.mlir":2:103), %arg6: tensor<4xi1> loc("input.mlir":2:112), %arg7: tensor<4xi32> loc("input.mlir":2:130)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc11)
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index loc(#loc12)
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %0, %1) {dst_map = #map, src_map = #map1, tag_map = #map1} : (memref<100xf32>, index, memref<100xf32, 2>, index, memref<1xi32>, index, index) -> () loc(#loc13)
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %0, %1, %1, %1) {dst_map = #map1, src_map = #map1, tag_map = #map1} : (memref<100xf32>, index, memref<100xf32, 2>, index, memref<1xi32>, index, index, index, index) -> () loc(#loc14)
    "affine.dma_wait"(%arg2, %0, %1) {tag_map = #map1} : (memref<1xi32>, index, index) -> () loc(#loc15)
    %2 = "func.call"(%arg5) <{callee = @callee, no_inline}> : (i32) -> i32 loc(#loc16)
    %3 = "arith.select"(%arg6, %arg7, %arg7) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> loc(#loc17)
    "scf.if"(%arg4) ({
      "scf.yield"() : () -> () loc(#loc18)
    }, {
    }) {foo = 1 : i32} : (i1) -> () loc(#loc18)
    %4 = "scf.for"(%0, %arg3, %1, %arg5) ({
    ^bb0(%arg11: index loc("input.mlir":12:16), %arg12: i32 loc("input.mlir":12:51)):
      "scf.yield"(%arg12) : (i32) -> () loc(#loc22)
    }) {bar} : (index, index, index, i32) -> i32 loc(#loc19)
    "cf.assert"(%arg4) <{msg = "msg"}> {baz} : (i1) -> () loc(#loc23)
    %5:2 = "scf.execute_region"() ({
      "scf.yield"(%arg5, %arg5) : (i32, i32) -> () loc(#loc25)
    }) : () -> (i32, i32) loc(#loc24)
    %6:2 = "scf.while"(%arg5) ({
    ^bb0(%arg10: i32 loc("input.mlir":19:21)):
      "scf.condition"(%arg4, %arg10, %arg10) : (i1, i32, i32) -> () loc(#loc28)
    }, {
    ^bb0(%arg8: i32 loc("input.mlir":22:8), %arg9: i32 loc("input.mlir":22:17)):
      "scf.yield"(%arg8) : (i32) -> () loc(#loc31)
    }) {qux} : (i32) -> (i32, i32) loc(#loc26)
    "func.return"() : () -> () loc(#loc32)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":1:1)
#loc2 = loc("input.mlir":2:1)
#loc11 = loc("input.mlir":3:9)
#loc12 = loc("input.mlir":4:10)
#loc13 = loc("input.mlir":5:3)
#loc14 = loc("input.mlir":6:3)
#loc15 = loc("input.mlir":7:3)
#loc16 = loc("input.mlir":8:8)
#loc17 = loc("input.mlir":9:8)
#loc18 = loc("input.mlir":10:3)
#loc19 = loc("input.mlir":12:8)
#loc22 = loc("input.mlir":13:5)
#loc23 = loc("input.mlir":15:3)
#loc24 = loc("input.mlir":16:10)
#loc25 = loc("input.mlir":17:5)
#loc26 = loc("input.mlir":19:10)
#loc28 = loc("input.mlir":20:5)
#loc31 = loc("input.mlir":23:5)
#loc32 = loc("input.mlir":25:3)

