#loc2 = loc("input.mlir":2:14)
#loc5 = loc("input.mlir":3:14)
#loc8 = loc("input.mlir":4:14)
#loc11 = loc("input.mlir":5:14)
#loc15 = loc("input.mlir":7:15)
#loc18 = loc("input.mlir":8:15)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
#map4 = affine_map<(d0) -> (d0 + 5)>
#map5 = affine_map<(d0) -> (d0 + 6)>
#map6 = affine_map<(d0) -> (d0 + 7)>
#map7 = affine_map<(d0) -> (d0 + 8)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.buffer_layout = #map}], function_type = (tensor<2xi32>) -> (), sym_name = "c"}> ({
  ^bb0(%arg5: tensor<2xi32> loc("input.mlir":2:14)):
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "func.func"() <{arg_attrs = [{bufferization.buffer_layout = #map1}], function_type = (tensor<2xi32>) -> (), sym_name = "d"}> ({
  ^bb0(%arg4: tensor<2xi32> loc("input.mlir":3:14)):
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc4)
  "func.func"() <{arg_attrs = [{foo.x = #map2}], function_type = (tensor<2xi32>) -> (), sym_name = "e"}> ({
  ^bb0(%arg3: tensor<2xi32> loc("input.mlir":4:14)):
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (tensor<2xi32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg2: tensor<2xi32> loc("input.mlir":5:14)):
    "func.return"() : () -> () loc(#loc12)
  }) {foo.y = #map3} : () -> () loc(#loc10)
  "func.func"() <{arg_attrs = [{foo.x = #map4}], function_type = (tensor<2xi32>) -> tensor<2xi32>, res_attrs = [{foo.r = #map5}], sym_name = "c2", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc13)
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2xi32>, res_attrs = [{foo.r = #map6}], sym_name = "d2"}> ({
  ^bb0(%arg1: tensor<2xi32> loc("input.mlir":7:15)):
    "func.return"(%arg1) : (tensor<2xi32>) -> () loc(#loc16)
  }) : () -> () loc(#loc14)
  "func.func"() <{arg_attrs = [{foo.x = #map7}], function_type = (tensor<2xi32>) -> (), sym_name = "e2"}> ({
  ^bb0(%arg0: tensor<2xi32> loc("input.mlir":8:15)):
    "foo.op"() {x = #map7} : () -> () loc(#loc19)
    "func.return"() : () -> () loc(#loc20)
  }) : () -> () loc(#loc17)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":2:92)
#loc4 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":3:96)
#loc7 = loc("input.mlir":4:1)
#loc9 = loc("input.mlir":4:74)
#loc10 = loc("input.mlir":5:1)
#loc12 = loc("input.mlir":5:85)
#loc13 = loc("input.mlir":6:1)
#loc14 = loc("input.mlir":7:1)
#loc16 = loc("input.mlir":7:94)
#loc17 = loc("input.mlir":8:1)
#loc19 = loc("input.mlir":8:75)
#loc20 = loc("input.mlir":8:132)

