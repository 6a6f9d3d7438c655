#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<100xf32>, memref<100xf32, 2>, memref<1xi32>, index, i1, i32, tensor<4xi1>, tensor<4xi32>) -> (), sym_name = "misc"}> ({
  ^bb0(%arg0: memref<100xf32>, %arg1: memref<100xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: i1, %arg5: i32, %arg6: tensor<4xi1>, %arg7: tensor<4xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 64 : index}> : () -> index
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %0, %1) {dst_map = #map, src_map = #map1, tag_map = #map1} : (memref<100xf32>, index, memref<100xf32, 2>, index, memref<1xi32>, index, index) -> ()
    "affine.dma_start"(%arg0, %arg3, %arg1, %arg3, %arg2, %0, %1, %1, %1) {dst_map = #map1, src_map = #map1, tag_map = #map1} : (memref<100xf32>, index, memref<100xf32, 2>, index, memref<1xi32>, index, index, index, index) -> ()
    "affine.dma_wait"(%arg2, %0, %1) {tag_map = #map1} : (memref<1xi32>, index, index) -> ()
    %2 = "func.call"(%arg5) <{callee = @callee, no_inline}> : (i32) -> i32
    %3 = "arith.select"(%arg6, %arg7, %arg7) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "scf.if"(%arg4) ({
      "scf.yield"() : () -> ()
    }, {
    }) {foo = 1 : i32} : (i1) -> ()
    %4 = "scf.for"(%0, %arg3, %1, %arg5) ({
    ^bb0(%arg11: index, %arg12: i32):
      "scf.yield"(%arg12) : (i32) -> ()
    }) {bar} : (index, index, index, i32) -> i32
    "cf.assert"(%arg4) <{msg = "msg"}> {baz} : (i1) -> ()
    %5:2 = "scf.execute_region"() ({
      "scf.yield"(%arg5, %arg5) : (i32, i32) -> ()
    }) : () -> (i32, i32)
    %6:2 = "scf.while"(%arg5) ({
    ^bb0(%arg10: i32):
      "scf.condition"(%arg4, %arg10, %arg10) : (i1, i32, i32) -> ()
    }, {
    ^bb0(%arg8: i32, %arg9: i32):
      "scf.yield"(%arg8) : (i32) -> ()
    }) {qux} : (i32) -> (i32, i32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

