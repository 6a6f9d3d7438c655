
func.func @reduceReturn_not_inside_reduce(%arg0 : f32) {
  "foo.region"() ({
    scf.reduce.return %arg0 : f32
  }): () -> ()
  return
}
// expected-error@-4 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
