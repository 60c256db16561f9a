import { describe, expect, test } from 'vitest';
import { telex, telexType } from '../../resources/js/Components/keyboard/telex';

describe('Telex composing for the on-screen keyboard', () => {
  test.each([
    ['aa', 'â'],
    ['aw', 'ă'],
    ['ee', 'ê'],
    ['oo', 'ô'],
    ['ow', 'ơ'],
    ['uw', 'ư'],
    ['dd', 'đ'],
    ['w', 'ư'],
    ['as', 'á'],
    ['af', 'à'],
    ['ar', 'ả'],
    ['ax', 'ã'],
    ['aj', 'ạ'],
  ])('%s → %s', (keys, out) => {
    expect(telexType(keys)).toBe(out);
  });

  test.each([
    ['Vieetj Nam', 'Việt Nam'],
    ['tieengs Vieetj', 'tiếng Việt'],
    ['nguwowif', 'người'],
    ['nguoiwf', 'người'],
    ['ddeem', 'đêm'],
    ['ddeemf', 'đềm'],
    ['hoaf', 'hòa'],
    ['hoanf', 'hoàn'],
    ['hoafn', 'hoàn'],
    ['thuyr', 'thủy'],
    ['quas', 'quá'],
    ['giaf', 'già'],
    ['ngoaif', 'ngoài'],
    ['chaof', 'chào'],
    ['Xin chaof', 'Xin chào'],
    ['Nguyeenx', 'Nguyễn'],
    ['DDoongf', 'Đồng'],
    ['muwowfi', 'mười'],
    ['tuwf', 'từ'],
    ['camr own', 'cảm ơn'],
  ])('%s → %s', (keys, out) => {
    expect(telexType(keys)).toBe(out);
  });

  test('pressing a mark again undoes it and types the key', () => {
    expect(telexType('aaa')).toBe('aa');
    expect(telexType('ass')).toBe('as');
    expect(telexType('ddd')).toBe('dd');
    expect(telexType('aww')).toBe('aw');
  });

  test('z clears the tone; another tone key replaces it', () => {
    expect(telexType('asz')).toBe('a');
    expect(telexType('asf')).toBe('à');
    expect(telexType('z')).toBe('z');
  });

  test('a tone key with no vowel to mark, and anything not a letter, is typed as it is', () => {
    expect(telexType('bs')).toBe('bs');
    expect(telex('viet', ' ')).toBe('viet ');
    expect(telex('abc', '1')).toBe('abc1');
    expect(telex('', 's')).toBe('s');
  });

  test('only the last word is composed', () => {
    expect(telex('Anh ', 'a')).toBe('Anh a');
    expect(telex('bà ba', 's')).toBe('bà bá');
  });
});
