
func.func @iter_arg_is_no_dim(%n : index) {
  affine.for %i = 0 to 10 iter_args(%a = %n) -> index {
    // expected-error@+1 {{operand cannot be used as a dimension id}}
    affine.for %j = affine_map<(d0) -> (d0)>(%a) to 10 {
    }
    affine.yield %a : index
  }
  return
}

