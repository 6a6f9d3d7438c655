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
  ^bb0(%arg5: tensor<2xi32>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{bufferization.buffer_layout = #map1}], function_type = (tensor<2xi32>) -> (), sym_name = "d"}> ({
  ^bb0(%arg4: tensor<2xi32>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{foo.x = #map2}], function_type = (tensor<2xi32>) -> (), sym_name = "e"}> ({
  ^bb0(%arg3: tensor<2xi32>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg2: tensor<2xi32>):
    "func.return"() : () -> ()
  }) {foo.y = #map3} : () -> ()
  "func.func"() <{arg_attrs = [{foo.x = #map4}], function_type = (tensor<2xi32>) -> tensor<2xi32>, res_attrs = [{foo.r = #map5}], sym_name = "c2", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2xi32>, res_attrs = [{foo.r = #map6}], sym_name = "d2"}> ({
  ^bb0(%arg1: tensor<2xi32>):
    "func.return"(%arg1) : (tensor<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{foo.x = #map7}], function_type = (tensor<2xi32>) -> (), sym_name = "e2"}> ({
  ^bb0(%arg0: tensor<2xi32>):
    "foo.op"() {x = #map7} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

