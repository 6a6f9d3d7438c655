#map = affine_map<(d0) -> (d0 + 3)>
#map1 = affine_map<(d0) -> (d0 + 5)>
#map2 = affine_map<(d0) -> (d0 + 6)>
#map3 = affine_map<(d0) -> (d0 + 7)>
#map4 = affine_map<(d0) -> (d0 + 8)>
module {
  func.func @c(%arg0: tensor<2xi32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}) {
    return
  }
  func.func @d(%arg0: tensor<2xi32> {bufferization.buffer_layout = affine_map<(d0) -> (d0 + 1)>}) {
    return
  }
  func.func @e(%arg0: tensor<2xi32> {foo.x = affine_map<(d0) -> (d0 + 2)>}) {
    return
  }
  func.func @f(%arg0: tensor<2xi32>) attributes {foo.y = #map} {
    return
  }
  func.func private @c2(tensor<2xi32> {foo.x = #map1}) -> (tensor<2xi32> {foo.r = #map2})
  func.func @d2(%arg0: tensor<2xi32>) -> (tensor<2xi32> {foo.r = #map3}) {
    return %arg0 : tensor<2xi32>
  }
  func.func @e2(%arg0: tensor<2xi32> {foo.x = #map4}) {
    "foo.op"() {x = #map4} : () -> ()
    return
  }
}

