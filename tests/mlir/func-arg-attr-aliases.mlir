// RUN: mlir-opt -allow-unregistered-dialect %s
func.func @c(%a: tensor<2xi32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}) { return }
func.func @d(%a: tensor<2xi32> {bufferization.buffer_layout = affine_map<(d0) -> (d0 + 1)>}) { return }
func.func @e(%a: tensor<2xi32> {foo.x = affine_map<(d0) -> (d0 + 2)>}) { return }
func.func @f(%a: tensor<2xi32>) attributes {foo.y = affine_map<(d0) -> (d0 + 3)>} { return }
func.func private @c2(tensor<2xi32> {foo.x = affine_map<(d0) -> (d0 + 5)>}) -> (tensor<2xi32> {foo.r = affine_map<(d0) -> (d0 + 6)>})
func.func @d2(%a: tensor<2xi32>) -> (tensor<2xi32> {foo.r = affine_map<(d0) -> (d0 + 7)>}) { return %a : tensor<2xi32> }
func.func @e2(%a: tensor<2xi32> {foo.x = affine_map<(d0) -> (d0 + 8)>}) { "foo.op"() {x = affine_map<(d0) -> (d0 + 8)>} : () -> () return }
