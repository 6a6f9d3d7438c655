// A small module in generic form: rmlir-opt parses, verifies and prints it
// back exactly as upstream mlir-opt does.
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 4)>
"builtin.module"() ({
  "toy.func"() <{sym_name = "main", function_type = (tensor<2x3xf64>) -> tensor<3x2xf64>}> ({
  ^bb0(%arg0: tensor<2x3xf64> loc("input":1:20)):
    %0 = "toy.transpose"(%arg0) {map = #map} : (tensor<2x3xf64>) -> tensor<3x2xf64>
    %1 = "toy.constant"() {value = dense<[[1.0, 2.0], [3.0, 4.0], [5.5, 6.25]]> : tensor<3x2xf64>} : () -> tensor<3x2xf64>
    %2 = "toy.mul"(%0, %1) : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    "toy.return"(%2) : (tensor<3x2xf64>) -> ()
  }) : () -> ()
}) : () -> ()
