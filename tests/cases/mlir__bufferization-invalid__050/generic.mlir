#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{bufferization.access = "read-write", bufferization.buffer_layout = #map, bufferization.writable = false}], function_type = (tensor<2xi32>) -> (), sym_name = "c"}> ({
  ^bb0(%arg0: tensor<2xi32>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

