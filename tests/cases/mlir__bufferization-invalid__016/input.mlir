
// expected-error@+1 {{attribute '"bufferization.writable"' not supported as an op attribute by the bufferization dialect}}
func.func @p(%a: memref<2xi32>, %c: i1) attributes {bufferization.writable = true} {
  return
}
