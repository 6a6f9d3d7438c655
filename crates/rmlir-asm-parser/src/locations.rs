//! Location parsing (upstream `LocationParser.cpp`).

use smallvec::SmallVec;

use rmlir_ir::{AttrKind, Location};

use crate::diag_fmt::fmt_attr;
use crate::lexer::TokenKind as K;
use crate::parser::{Delim, PResult, Parser};

impl<'a> Parser<'a> {
    pub fn parse_location_instance(&mut self) -> PResult<Location> {
        stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
            self.parse_location_instance_impl()
        })
    }

    fn parse_location_instance_impl(&mut self) -> PResult<Location> {
        if self.is(K::HashIdentifier) {
            let a = self.parse_extended_attr(None)?;
            if !self.ctx.attr_kind(a).is_location() {
                return Err(self.err(format!(
                    "expected location attribute, but got{}",
                    fmt_attr(self.ctx, a)
                )));
            }
            return Ok(Location(a));
        }
        if self.is(K::String) {
            return self.parse_name_or_file_line_col();
        }
        if !self.is(K::BareIdentifier) {
            return Err(self.err_wrong("expected location instance"));
        }
        match self.spelling() {
            b"callsite" => self.parse_callsite_location(),
            b"fused" => self.parse_fused_location(),
            b"unknown" => {
                self.consume();
                Ok(self.ctx.unknown_loc())
            }
            _ => Err(self.err_wrong("expected location instance")),
        }
    }

    fn parse_callsite_location(&mut self) -> PResult<Location> {
        self.consume();
        self.expect(K::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        if !self.is(K::BareIdentifier) || self.spelling() != b"at" {
            return Err(self.err_wrong("expected 'at' in callsite location"));
        }
        self.consume();
        let caller = self.parse_location_instance()?;
        self.expect(K::RParen, "expected ')' in callsite location")?;
        Ok(self.ctx.callsite_loc(callee, caller))
    }

    fn parse_fused_location(&mut self) -> PResult<Location> {
        self.consume();
        let mut metadata = None;
        if self.consume_if(K::Less) {
            // `<#alias>`, as producers' debug info writes on every op: the
            // alias table answers without the general attribute parser.
            let alias = if self.is(K::HashIdentifier)
                && self.src.get(self.tok.end as usize) == Some(&b'>')
            {
                let name = &self.spelling()[1..];
                (!name.contains(&b'.')).then(|| self.attr_aliases.get(name).copied()).flatten()
            } else {
                None
            };
            metadata = Some(match alias {
                Some(a) => {
                    self.consume();
                    a
                }
                None => self.parse_attribute(None)?,
            });
            self.expect(K::Greater, "expected '>' after fused location metadata")?;
        }
        let mut locs: SmallVec<[Location; 4]> = SmallVec::new();
        self.comma_list(Delim::Square, " in fused location", |p| {
            let l = p.parse_location_instance()?;
            locs.push(l);
            Ok(())
        })?;
        Ok(self.ctx.fused_loc(metadata, &locs))
    }

    fn parse_name_or_file_line_col(&mut self) -> PResult<Location> {
        let tok = self.tok;
        self.consume();
        if self.consume_if(K::Colon) {
            if !self.is(K::Integer) {
                return Err(self.err_wrong("expected integer line number in FileLineColRange"));
            }
            let Some(line) = self.tok.unsigned_value(self.src) else {
                return Err(self.err_wrong("expected integer line number in FileLineColRange"));
            };
            self.consume();
            let file = {
                let v = self.string_value(tok);
                self.intern_cow(v)
            };
            let mk = |p: &Self, line, col, end_line, end_col| {
                Location(p.ctx.intern_attr(AttrKind::FileLineCol {
                    file,
                    line,
                    col,
                    end_line,
                    end_col,
                }))
            };
            if !self.is(K::Colon) {
                return Ok(mk(self, line, 0, None, None));
            }
            self.consume();
            let col = self.parse_column_number()?;
            if !self.is_keyword_like() || self.spelling() != b"to" {
                return Ok(mk(self, line, col, None, None));
            }
            self.consume();
            let mut end_line = None;
            if self.is(K::Integer) {
                let Some(l) = self.tok.unsigned_value(self.src) else {
                    return Err(self.err_wrong("expected integer line number in FileLineColRange"));
                };
                end_line = Some(l);
                self.consume();
            }
            if !self.is(K::Colon) {
                return Err(
                    self.err_wrong("expected either integer or `:` post `to` in FileLineColRange")
                );
            }
            self.consume();
            let end_col = self.parse_column_number()?;
            // A range on one line is stored without its end line.
            let end_line = end_line.filter(|&l| l != line);
            return Ok(mk(self, line, col, end_line, Some(end_col)));
        }
        let name = self.string_value(tok);
        if self.consume_if(K::LParen) {
            let child = self.parse_location_instance()?;
            let loc = self.ctx.name_loc(&*name, Some(child));
            self.expect(K::RParen, "expected ')' after child location of NameLoc")?;
            return Ok(loc);
        }
        Ok(self.ctx.name_loc(&*name, None))
    }

    /// A column of a `FileLineColRange`; the start and end columns share
    /// upstream's message.
    fn parse_column_number(&mut self) -> PResult<u32> {
        if !self.is(K::Integer) {
            return Err(self.err_wrong("expected integer column number in FileLineColRange"));
        }
        let Some(col) = self.tok.unsigned_value(self.src) else {
            return Err(self.err("expected integer column number in FileLineColRange"));
        };
        self.consume();
        Ok(col)
    }
}
